/**
 * Page sizes offered by the Rows per page selector, in a module of their own: the lists'
 * pager (src/components/table/ListPager.tsx) needs them without the list's
 * data layer (useEntityList and what it imports), e.g. on the translation editor.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
