import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikReferenceField } from '@/components/form/FormikReferenceField';
import { FormikTextField } from '@/components/form/FormikTextField';
import { categoryEntity, categoryName, type SubCategoryValues } from './entity';
import { SUPPLIER_FILTERS, supplierLookup } from './supplierLookup';

/**
 * The fields of the sub-category form (spec §3): its name, its category (preset to
 * the category whose page it was added from) and its supplier, both searchable selects.
 */
export function SubCategoryFields({ form }: { readonly form: FormikProps<SubCategoryValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormikTextField form={form} name="name" label={t('subCategory.name')} />
      <FormikReferenceField
        form={form}
        name="categoryId"
        label={t('subCategory.category')}
        entity={categoryEntity}
        optionLabel={categoryName}
      />
      <FormikReferenceField
        form={form}
        name="supplierId"
        label={t('subCategory.supplier')}
        entity={supplierLookup}
        optionLabel={(row) => row.name}
        filters={SUPPLIER_FILTERS}
      />
    </>
  );
}
