import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReferenceName } from '@/components/entity/references';
import type { CustomerServiceRequest } from '@/entities/customerServiceRequest';
import { formatDate } from '@/lib/format';

/**
 * The conversation of a customer service request (docs/data-model.md `customerService`):
 * each message with its writer (the customer, or the staff member by name) and time,
 * staff replies on the other side; texts in their own direction.
 * @param row the request
 */
export function Conversation(props: { readonly row: CustomerServiceRequest }) {
  const { t, i18n } = useTranslation();
  const { row } = props;
  if (row.messages.length === 0) return <span>{t('customerService.noMessages')}</span>;
  return (
    <Stack
      component="ol"
      spacing={1.5}
      aria-label={t('customerService.messages')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {row.messages.map((message, index) => (
        <Box
          component="li"
          key={index}
          sx={{
            alignSelf: message.staff ? 'flex-end' : 'flex-start',
            maxWidth: '85%',
            px: 1.5,
            py: 1,
            borderRadius: 2,
            border: 1,
            borderColor: message.staff ? 'primary.main' : 'divider',
            bgcolor: message.staff ? 'action.selected' : 'background.paper',
          }}
        >
          <Typography variant="caption" component="p" color="text.secondary">
            {message.staff ? (
              <>
                {t('customerService.fromStaff')} · <ReferenceName entity="employee" id={message.by} />
              </>
            ) : (
              <>
                {t('customerService.fromCustomer')} · <ReferenceName entity="customer" id={message.by} />
              </>
            )}
            {message.at && <> · {formatDate(message.at, i18n.language, true)}</>}
          </Typography>
          <Typography component="p" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {message.text}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
