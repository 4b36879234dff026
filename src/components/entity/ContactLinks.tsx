/**
 * Reaching a person from the panel (issue 32, "Reach the people"): every phone or
 * WhatsApp number shown is a tap-to-call `tel:` link and a WhatsApp link
 * (`https://wa.me/<E.164 digits>`), every e-mail a `mailto:` link. Field display
 * (./display.tsx) uses these for the `phone` and `email` kinds, so list cells and
 * detail pages get them; an order's page uses ReferenceContact for its people.
 * Numbers are shown as stored (E.164, Latin digits), isolated left to right in both
 * languages; the links are 44 px targets on a touch screen (the theme's MuiLink and
 * MuiIconButton).
 */
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref, whatsAppHref } from '@/lib/entity/phone';
import type { EntityName } from '@/entities/registry';
import { useReference } from './references';

/** Keeps a link's click from also opening the table row it sits in. */
const stopRow = (event: MouseEvent) => event.stopPropagation();

/**
 * A phone number as a call link, with a WhatsApp link beside it.
 * @param number the stored number (E.164); a value that is not a phone number shows as
 *   plain text, without links
 * @param whatsapp the person's WhatsApp number when it is another (default `number`)
 * @param name whose number it is, for the links' accessible names ("Call Khalid
 *   Al-Rawahi on +968…", "WhatsApp Khalid Al-Rawahi"); without it they name the number
 * @returns nothing for an empty number
 */
export function PhoneLinks(props: { readonly number: string; readonly whatsapp?: string; readonly name?: string }) {
  const { t } = useTranslation();
  const { number, name } = props;
  if (!number) return null;
  const tel = telHref(number);
  const chat = whatsAppHref(props.whatsapp || number);
  const shown = (
    <Box component="bdi" dir="ltr" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {number}
    </Box>
  );
  if (!tel) return shown;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <MuiLink
        href={tel}
        onClick={stopRow}
        underline="hover"
        aria-label={name ? t('contact.call', { name, number }) : t('contact.callNumber', { number })}
        sx={{ minWidth: 0 }}
      >
        {shown}
      </MuiLink>
      {chat && (
        <IconButton
          component="a"
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          onClick={stopRow}
          size="small"
          aria-label={name ? t('contact.whatsapp', { name }) : t('contact.whatsappNumber', { number })}
          title={t('contact.whatsappTitle')}
          sx={{ color: 'success.main', flexShrink: 0 }}
        >
          <WhatsAppIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/**
 * An e-mail address as a `mailto:` link.
 * @param address the stored address; nothing for an empty one
 * @param name whose address it is, for the link's accessible name ("E-mail Khalid
 *   Al-Rawahi at …"); without it the address names the link
 */
export function EmailLink(props: { readonly address: string; readonly name?: string }) {
  const { t } = useTranslation();
  const { address, name } = props;
  if (!address) return null;
  return (
    <MuiLink
      href={`mailto:${address}`}
      onClick={stopRow}
      underline="hover"
      aria-label={name ? t('contact.email', { name, address }) : undefined}
      sx={{ minWidth: 0 }}
    >
      <Box component="bdi" dir="ltr" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {address}
      </Box>
    </MuiLink>
  );
}

/**
 * The phone of a referenced person (an order's customer, supplier or rider) with its
 * call and WhatsApp links, read with the same batched, cached read as their name
 * (./references.tsx useReference).
 * @param entity the person's registry name (`customer`, `supplier`, `rider`, …)
 * @param id their users document id
 * @returns the links, or nothing while reading, when unreadable or without a phone
 */
export function ReferenceContact(props: { readonly entity: EntityName; readonly id: string | null }) {
  const { data, title } = useReference(props.entity, props.id);
  const person = data as { readonly phone?: unknown; readonly whatsapp?: unknown } | null | undefined;
  const number = typeof person?.phone === 'string' ? person.phone : '';
  const whatsapp = typeof person?.whatsapp === 'string' ? person.whatsapp : '';
  if (!number && !whatsapp) return null;
  return <PhoneLinks number={number || whatsapp} whatsapp={whatsapp} name={title} />;
}
