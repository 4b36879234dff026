import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { DocumentData } from 'firebase/firestore/lite';
import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { Entity, EntityDefinition } from '@/lib/data/types';

/** A row action done after a confirmation: approve, reject, activate, deactivate. */
export interface StatusAction<T> {
  readonly id: string;
  /** i18n keys: the button and dialog title, the dialog text, the success message. */
  readonly labelKey: string;
  readonly messageKey: string;
  readonly successKey: string;
  readonly danger?: boolean;
  /** Whether the action applies to the row (e.g. approve only what is not approved). */
  readonly visible: (row: T) => boolean;
  /** The stored fields it writes. */
  readonly patch: DocumentData;
}

/** A child entity listed on its parent's page (sub-categories of a category). */
export interface ChildScreen<P extends Entity> {
  /** URL segment under the parent, e.g. `subCategories`. */
  readonly segment: string;
  /** The child's field holding the parent id, e.g. `categoryId`. */
  readonly parentField: string;
  // The child's own config; its types are its own business.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly config: EntityScreenConfig<any, any>;
  /** i18n key of the section heading on the parent's page. */
  readonly titleKey: string;
  /** Only to type the parent. */
  readonly parent?: P;
}

/**
 * Everything the generic screens need for one entity (docs/adding-an-entity.md):
 * the definition (data layer), texts, columns, the yup schema and the form fields.
 * @typeParam T the entity
 * @typeParam V its form values
 */
export interface EntityScreenConfig<T extends Entity & GridValidRowModel, V extends object> {
  readonly entity: EntityDefinition<T, V>;
  /** i18n keys of the entity's texts (spec §8 messages where the spec has them). */
  readonly keys: {
    /** Heading of the list (usually the menu label). */
    readonly title: string;
    /** Heading of the create page, e.g. "New coupon". */
    readonly newTitle: string;
    /** Heading of the edit page. */
    readonly editTitle: string;
    readonly notFound: string;
    /** Success messages; default "Insert Successfully", "Update Successfully", "Deleted Successfully" (spec §8). */
    readonly created?: string;
    readonly updated?: string;
    readonly deleted?: string;
    /** Delete confirmation text; default "Are you sure you want to delete this?". */
    readonly deleteConfirm?: string;
    /** Refusal when it still has children (parents only). */
    readonly hasChildren?: string;
  };
  readonly columns: (t: TFunction, locale: string) => GridColDef<T>[];
  readonly schema: AnyObjectSchema;
  readonly emptyValues: V;
  readonly toValues: (row: T) => V;
  /** The form's fields. */
  readonly Fields: ComponentType<{ readonly form: FormikProps<V> }>;
  /** Heading of the detail page for a row. */
  readonly heading: (row: T, locale: string) => string;
  /** Label and value pairs of the detail page; default: the columns. */
  readonly details?: (row: T, t: TFunction, locale: string) => readonly { label: string; value: ReactNode }[];
  readonly statusActions?: readonly StatusAction<T>[];
  readonly children?: readonly ChildScreen<T>[];
}
