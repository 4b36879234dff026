import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { FormikProps } from 'formik';
import type { ComponentType, ReactNode } from 'react';
import type { TrailStep } from './PageTrail';
import type { EntityDef, Row, Transition } from '@/lib/entity/define';
import type { ColumnPriority, Fields, FormValues } from '@/lib/entity/fields';
import type { FieldSchemas } from '@/lib/entity/schema';
import type { AnyDefinition, Entity } from '@/lib/data/types';

/**
 * A column a screen adds to the derived ones, with how much it matters on a narrow
 * screen (ColumnPriority; default 2), as a field's column hint says for a field.
 */
export type ListColumn<R extends GridValidRowModel> = GridColDef<R> & { readonly priority?: ColumnPriority };

/** A detail row: a label and its value. */
export interface DetailRow {
  readonly label: string;
  readonly value: ReactNode;
}

/** How the form shows one field, beyond its descriptor. */
export interface FormFieldOverride<V> {
  /** Greyed out while this holds (a free package's price). */
  readonly disabled?: (values: V) => boolean;
  /** Not shown while this holds. */
  readonly hidden?: (values: V) => boolean;
  /** Helper text under the field (an i18n key). */
  readonly helpKey?: string;
  /** What a disabled field shows instead of its value (a free package's price: 0); the typed value is kept. */
  readonly disabledValue?: string;
  /** A reference field's entity chosen by the values (a person picked among riders or suppliers). */
  readonly referenceEntity?: (values: V) => string;
  /**
   * Shown instead of the derived field (an area's zone: a map and its points as text),
   * given the formik bag, the field's name and its translated label.
   */
  readonly component?: ComponentType<{
    readonly form: FormikProps<V>;
    readonly name: string;
    readonly label: string;
  }>;
}

/** A part of a document's page after its details: a tab of its own on a page with tabs. */
export interface PageSection {
  /** Its name in the page's URL (`?tab=`), unique on the page. */
  readonly key: string;
  /** The i18n key of its tab's label. */
  readonly labelKey: string;
  readonly content: ReactNode;
  /**
   * Shown only to holders of one of these menu paths (or All), as the rules read its
   * documents (a supplier's bank details: /supplier or /withdraw); to everyone who opens
   * the page otherwise.
   */
  readonly paths?: readonly string[];
  /** After the related lists (a person's History comes last), not before them. */
  readonly last?: boolean;
}

/** A list of another entity on a document's page, filtered by that document's id. */
export interface RelatedList {
  /** URL segment under the document for the related entity's own pages. */
  readonly segment: string;
  /** The related entity's field holding this document's id. */
  readonly field: string;
  /** The related entity's screen. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly screen: EntityScreen<any>;
  /** i18n key of the section heading. */
  readonly titleKey: string;
  /** Only a list: no new, edit or delete from here. */
  readonly readOnly?: boolean;
  /**
   * Shown above the list, given the parent document's id: a figure over the whole
   * related list from an aggregation query (a person's fines and rewards summed).
   */
  readonly summary?: ComponentType<{ readonly parentId: string }>;
}

/** What the routes give a screen's own detail page (EntityScreen.showPage). */
export interface ShowPageProps {
  /** The list's path; the document's page is `<basePath>/id/:id`. */
  readonly basePath: string;
  /** Where the trail leads back to (a related document's parent page), else the list. */
  readonly returnPath?: string;
  /** Steps before this entity's own (a related document's parent). */
  readonly parentTrail?: readonly TrailStep[];
}

/**
 * Everything the generic screens need for one entity (docs/adding-an-entity.md):
 * the definition and what only a screen can say: texts, and overrides of the
 * defaults derived from the fields.
 * @typeParam F the definition's fields
 */
export interface EntityScreen<F extends Fields> {
  readonly entity: EntityDef<F>;
  /** i18n keys of the screen's texts (spec §8 messages where the spec has them). */
  readonly keys: {
    /** Heading of the list (usually the menu label). */
    readonly title: string;
    readonly newTitle: string;
    readonly editTitle: string;
    /** The list's empty text (spec §8 not-found texts). */
    readonly notFound: string;
    /** Success messages; default "Insert Successfully", "Update Successfully", "Deleted Successfully". */
    readonly created?: string;
    readonly updated?: string;
    readonly deleted?: string;
    /** Delete confirmation text; default "Are you sure you want to delete this?". */
    readonly deleteConfirm?: string;
    /** Refusal when it still has children (parents only). */
    readonly hasChildren?: string;
  };
  /** Overrides of the derived columns by field (false hides it), and extra columns. */
  readonly columns?: {
    readonly override?: Readonly<Record<string, Partial<GridColDef<Row<F> & GridValidRowModel>> | false>>;
    readonly extra?: (t: TFunction, locale: string) => readonly ListColumn<Row<F> & GridValidRowModel>[];
    /** Columns before the derived ones (an order's id). */
    readonly first?: (t: TFunction, locale: string) => readonly ListColumn<Row<F> & GridValidRowModel>[];
  };
  /**
   * How some fields show, in cells and detail rows alike (a free package's price says
   * "Free"; a duration carries its unit).
   */
  readonly render?: Readonly<Record<string, (row: Row<F>, t: TFunction, locale: string) => ReactNode>>;
  /**
   * Whether a row's decisions apply at all (default: yes): a coupon whose expiry passed or
   * whose coupons are all used offers neither Approve nor Reject (docs/data-model.md
   * `coupons`), whatever its status.
   */
  readonly decidable?: (row: Row<F>) => boolean;
  /**
   * Definitions of the linked documents the steps move amounts on that this screen shows
   * (a refund's order and supplier account): read on the document's page, so a step
   * whose amount does not fit them is disabled beforehand and says why
   * (useLinkedDocuments, canOnDocument's `linked`).
   */
  readonly linkedDocuments?: readonly AnyDefinition<Entity>[];
  /** Extra detail rows after the derived ones. */
  readonly details?: (row: Row<F>, t: TFunction, locale: string) => readonly DetailRow[];
  /** Overrides of the derived form fields. */
  readonly form?: Readonly<Record<string, FormFieldOverride<FormValues<F>>>>;
  /** Adds or replaces field schemas (cross-field checks, async look-ups). */
  readonly schema?: (schemas: FieldSchemas) => FieldSchemas;
  /**
   * Extra actions in a document page's heading (block, change type…), shown whatever the
   * collection's write check: each action checks its own Access.
   */
  readonly actions?: (row: Row<F>) => ReactNode;
  /**
   * Extra sections of a document's page, after its details (history, accounts, lists by
   * another field): each its own tab where the page has tabs (EntityShowPage).
   */
  readonly sections?: (row: Row<F>) => readonly PageSection[];
  /**
   * What the confirmation of one document's decision shows under its question (the
   * refund dialog's customer flag, issue 50 item 5); not for a decision on several rows.
   */
  readonly decisionContext?: (row: Row<F>, transition: Transition) => ReactNode;
  /** Lists of related entities shown on a document's page. */
  readonly related?: readonly RelatedList[];
  /** More buttons in the list's toolbar (not when embedded), e.g. "Notify all riders". */
  readonly listActions?: ReactNode;
  /**
   * A page of its own for one document instead of the generic detail page (an order's
   * items, totals and timeline), wherever the entity's routes are mounted: under its
   * menu path or as a related list on another document's page.
   */
  readonly showPage?: ComponentType<ShowPageProps>;
  /** A list without new, edit or delete (documents written by the marketplace's apps). */
  readonly readOnly?: boolean;
  /**
   * Where saving an edit leads: the document's page ('page': a person, whose form opens
   * from their page) or, by default, the list (or the parent's page of a related list).
   */
  readonly afterEdit?: 'page' | 'list';
  /**
   * The menu path whose holders apply the entity's transitions on this screen, when it
   * is not the collection's owner (a supplier's reviews are hidden by /supplier holders:
   * docs/access.md "Reviews"). All holders always may.
   */
  readonly decisionPath?: string;
}

/** An EntityScreen of any fields (the generic pages are typed by the definition). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyScreen = EntityScreen<any>;
