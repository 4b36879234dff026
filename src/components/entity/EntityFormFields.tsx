import Box from '@mui/material/Box';
import type { FormikProps } from 'formik';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FormikReferenceField } from '@/components/form/FormikReferenceField';
import { FormikSelect } from '@/components/form/FormikSelect';
import { FormikSwitch } from '@/components/form/FormikSwitch';
import { FormikTextField } from '@/components/form/FormikTextField';
import type { Field, Fields, FormValues } from '@/lib/entity/fields';
import { isNumberField, isTextField } from '@/lib/entity/fields';
import { currencySymbol, percentSign, unitSymbol } from '@/lib/format';
import { ImageUploadField, type ImageTarget } from './ImageUploadField';
import type { EntityScreen } from './types';

// The date picker is its own chunk: only forms with a date download it.
const FormikDateField = lazy(() =>
  import('@/components/form/FormikDateField').then((m) => ({
    default: m.FormikDateField as ComponentType<{
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      readonly form: FormikProps<any>;
      readonly name: string;
      readonly label: string;
      readonly disablePast?: boolean;
    }>,
  })),
);

// The rich text editor (Tiptap) is its own chunk: only forms with rich text download it.
const FormikRichTextField = lazy(() =>
  import('@/components/form/FormikRichTextField').then((m) => ({
    default: m.FormikRichTextField as ComponentType<{
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      readonly form: FormikProps<any>;
      readonly name: string;
      readonly label: string;
      readonly dir?: 'ltr' | 'rtl' | 'auto';
    }>,
  })),
);

const INPUT_MODE = { email: 'email', phone: 'tel', url: 'url', text: 'text' } as const;

/**
 * One form field, derived from its descriptor.
 * @param mode create or edit: `fixed` fields are disabled when editing
 */
function DerivedField(props: {
  // The derived fields work on any entity's values.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly form: FormikProps<any>;
  readonly name: string;
  readonly field: Field;
  readonly disabled: boolean;
  readonly help?: string;
  readonly disabledValue?: string;
  readonly referenceEntity?: string;
  readonly collection: string;
  readonly imageTarget?: ImageTarget;
}) {
  const { t, i18n } = useTranslation();
  const { form, name, field, disabled } = props;
  const label = t(field.label);
  if (isTextField(field) && field.rich) {
    return (
      <Suspense fallback={<Box sx={{ height: 160 }} />}>
        <FormikRichTextField form={form} name={name} label={label} dir={field.dir ?? 'auto'} />
      </Suspense>
    );
  }
  if (isTextField(field)) {
    return (
      <FormikTextField
        form={form}
        name={name}
        label={label}
        dir={field.dir ?? 'auto'}
        type={field.kind === 'email' ? 'email' : 'text'}
        inputMode={INPUT_MODE[field.kind]}
        multiline={field.multiline}
        disabled={disabled}
        help={props.help}
      />
    );
  }
  if (isNumberField(field)) {
    const unit =
      field.kind === 'money'
        ? currencySymbol(i18n.language)
        : field.kind === 'percentage'
          ? percentSign(i18n.language)
          : field.unit
            ? unitSymbol(field.unit, i18n.language)
            : undefined;
    return (
      <FormikTextField
        form={form}
        name={name}
        label={label}
        dir="ltr"
        numeric
        inputMode={field.decimals ? 'decimal' : 'numeric'}
        unit={unit}
        disabled={disabled}
        displayValue={disabled ? props.disabledValue : undefined}
        help={props.help}
      />
    );
  }
  switch (field.kind) {
    case 'enum':
      return (
        <FormikSelect
          form={form}
          name={name}
          label={label}
          options={field.values.map((value) => ({ value, label: t(`${field.labels}.${value}`) }))}
        />
      );
    case 'boolean':
      return <FormikSwitch form={form} name={name} label={label} />;
    case 'date':
      return (
        <Suspense fallback={<Box sx={{ height: 56 }} />}>
          <FormikDateField form={form} name={name} label={label} disablePast={Boolean(field.notPastKey) && !disabled} />
        </Suspense>
      );
    case 'reference':
      return (
        <FormikReferenceField form={form} name={name} label={label} entity={props.referenceEntity ?? field.entity} />
      );
    case 'image':
      return props.imageTarget ? (
        <ImageUploadField
          form={form}
          name={name}
          label={label}
          required={field.required}
          collection={props.collection}
          target={props.imageTarget}
          disabled={disabled}
        />
      ) : null;
    default:
      return null;
  }
}

/**
 * The fields of an entity's form, in declaration order, derived from the definition
 * (docs/adding-an-entity.md); the screen may disable or hide a field depending on the
 * values (a free package has no price). Read-only fields and counters are not edited.
 * Image fields upload to the entity's Storage folder (ImageUploadField).
 * @param screen the entity's screen
 * @param form the formik bag
 * @param mode create or edit
 */
export function EntityFormFields<F extends Fields>(props: {
  readonly screen: EntityScreen<F>;
  readonly form: FormikProps<FormValues<F>>;
  readonly mode: 'create' | 'edit';
  /** Where image fields upload (without it they are not shown). */
  readonly imageTarget?: ImageTarget;
}) {
  const { t } = useTranslation();
  const { screen, form, mode } = props;
  return (
    <>
      {screen.entity.formFields.map((name) => {
        const field = screen.entity.fields[name] as Field;
        const override = screen.form?.[name];
        if (override?.hidden?.(form.values)) return null;
        const disabled = (field.fixed === true && mode === 'edit') || Boolean(override?.disabled?.(form.values));
        const Custom = override?.component;
        if (Custom) return <Custom key={name} form={form} name={name} label={t(field.label)} />;
        return (
          <DerivedField
            key={name}
            form={form}
            name={name}
            field={field}
            disabled={disabled}
            help={override?.helpKey ? t(override.helpKey) : undefined}
            disabledValue={override?.disabledValue}
            referenceEntity={override?.referenceEntity?.(form.values)}
            collection={screen.entity.collection}
            imageTarget={props.imageTarget}
          />
        );
      })}
    </>
  );
}
