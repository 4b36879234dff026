/**
 * How a field's value shows (docs/adding-an-entity.md): in a table cell and on a detail
 * page, derived from its descriptor (an exported CSV writes numbers and dates its own
 * way, ./exportCsv.ts, and its words with fieldText). Numbers, money (OMR, 3
 * decimals), percentages, units and dates go through Intl in the locale; user texts
 * keep their own direction (dir="auto" or the field's), so English punctuation stays
 * right in Arabic pages.
 */
import HideImageOutlined from '@mui/icons-material/HideImageOutlined';
import Box from '@mui/material/Box';
import { StatusChip } from './StatusChip';
import type { TFunction } from 'i18next';
import type { Field } from '@/lib/entity/fields';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency, formatDate, formatNumber, formatPercent, formatUnit } from '@/lib/format';
import { sanitizeHtml } from '@/lib/html';
import { ReferenceName } from './references';
import type { EntityName } from '@/entities/registry';
import { StoredImage } from './StoredImage';
import { EmailLink, PhoneLinks } from './ContactLinks';

/**
 * The value as plain text in the locale (headings, aria labels, a CSV's words).
 * @returns the text; references give their id (ReferenceName shows their name)
 */
export function fieldText(field: Field, value: unknown, t: TFunction, locale: string): string {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'integer':
    case 'decimal':
    case 'counter':
      return field.kind !== 'counter' && field.unit
        ? formatUnit(Number(value), field.unit, locale)
        : formatNumber(Number(value), locale);
    case 'money':
      return formatCurrency(baisaToOmr(Number(value)), locale);
    case 'percentage':
      return formatPercent(Number(value), locale);
    case 'enum':
      return t(`${field.labels}.${String(value)}`);
    case 'boolean':
      return t(value ? (field.labels?.[1] ?? 'common.yes') : (field.labels?.[0] ?? 'common.no'));
    case 'date':
      return value instanceof Date ? formatDate(value, locale) : '';
    case 'list':
      return Array.isArray(value) ? formatNumber(value.length, locale) : '';
    default:
      return String(value);
  }
}

/**
 * A field's value as a React node (cells and detail rows).
 * @param field the descriptor
 * @param value the row's value
 * @param title the document's title: an image's text, and whose number or address a
 *   contact link reaches ("Call Khalid Al-Rawahi on …")
 * @param large on a detail page (a large image, multi-line text kept)
 * @returns a phone (kind `phone`) as call and WhatsApp links, an e-mail as a `mailto:`
 *   link (./ContactLinks.tsx), a reference as its name, an enumeration as a chip, an
 *   image as its thumbnail; other kinds as fieldText writes them
 */
export function FieldValue(props: {
  readonly field: Field;
  readonly value: unknown;
  readonly t: TFunction;
  readonly locale: string;
  readonly title?: string;
  readonly large?: boolean;
}) {
  const { field, value, t, locale } = props;
  switch (field.kind) {
    case 'phone':
      return <PhoneLinks number={typeof value === 'string' ? value : ''} name={props.title || undefined} />;
    case 'email':
      return <EmailLink address={typeof value === 'string' ? value : ''} name={props.title || undefined} />;
    case 'text':
    case 'url':
      if (field.kind === 'text' && field.rich) {
        // Sanitised: only the editor's formatting elements reach the DOM (src/lib/html.ts).
        return (
          <Box
            dir={field.dir ?? 'auto'}
            sx={{ '& p': { my: 0.5 } }}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }}
          />
        );
      }
      return (
        <Box
          component="bdi"
          dir={field.dir ?? 'auto'}
          sx={{ whiteSpace: field.multiline && props.large ? 'pre-line' : undefined }}
        >
          {String(value ?? '')}
        </Box>
      );
    case 'enum': {
      return (
        <StatusChip label={fieldText(field, value, t, locale)} color={field.colors?.[String(value)] ?? 'default'} />
      );
    }
    case 'boolean':
      return field.colors ? (
        <StatusChip label={fieldText(field, value, t, locale)} color={field.colors[value ? 1 : 0]} />
      ) : (
        <span>{fieldText(field, value, t, locale)}</span>
      );
    case 'reference':
      // A reference names a registry entity (checked for every definition: tests/unit/references.test.ts).
      return <ReferenceName entity={field.entity as EntityName} id={typeof value === 'string' ? value : null} />;
    case 'image':
      return typeof value === 'string' && value ? (
        <StoredImage path={value} alt={props.title ?? ''} size={props.large ? 'large' : 'thumb'} />
      ) : props.large ? (
        <span>{t('common.noImage')}</span>
      ) : (
        // A narrow cell: an icon named "No image" rather than a word cut short.
        <Box
          component="span"
          role="img"
          aria-label={t('common.noImage')}
          title={t('common.noImage')}
          sx={{ display: 'inline-flex', verticalAlign: 'middle', color: 'text.disabled' }}
        >
          <HideImageOutlined fontSize="small" />
        </Box>
      );
    default:
      return <span>{fieldText(field, value, t, locale)}</span>;
  }
}
