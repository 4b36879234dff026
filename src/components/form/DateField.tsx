import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ar, enGB } from 'date-fns/locale';
import type { FocusEvent, KeyboardEvent, Ref } from 'react';
import { useImperativeHandle, useMemo, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { localizeDigits, toLocaleDigits } from '@/lib/format';

/**
 * date-fns through MUI X, writing every date and number of the pickers (the field's
 * sections, the calendar's days and years) in the digits of the date-fns locale's
 * language, and reading dates typed in either digit system.
 */
class LocaleDigitsAdapter extends AdapterDateFns {
  constructor(options: ConstructorParameters<typeof AdapterDateFns>[0]) {
    super(options);
    const language = this.locale.code?.split('-')[0] ?? 'en';
    const format = this.formatByString;
    const parse = this.parse;
    this.formatByString = (value, formatString) => localizeDigits(format(value, formatString), language);
    this.parse = (value, formatString) => parse(toLocaleDigits(value, 'en'), formatString);
    // MUI X tells a zero-padded year by a leading "0"; in other digits it needs the length.
    this.formatTokenMap = {
      ...this.formatTokenMap,
      yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    };
  }
}

/** The smallest side of a target a finger can hit (WCAG 2.5.5), in px. */
const TARGET = 44;
/** The calendar's parts at TARGET px on a touch screen (`pointer: coarse`). */
const TOUCH_CALENDAR = {
  '@media (pointer: coarse)': {
    '& .MuiDateCalendar-root': { width: 7 * TARGET + 16, height: 'auto', maxHeight: 'none' },
    '& .MuiDayCalendar-weekDayLabel': { width: TARGET, margin: 0 },
    '& .MuiPickerDay-root': { width: TARGET, height: TARGET, margin: 0 },
    '& .MuiDayCalendar-slideTransition': { minHeight: 6 * TARGET },
    '& .MuiYearCalendar-button, & .MuiMonthCalendar-button': { height: TARGET, minWidth: TARGET },
  },
} as const;

/** What EffectsFlush hands its parent. */
interface Flush {
  /** Runs, before returning, every effect React still owes for a commit already on screen. */
  readonly now: () => void;
}

/**
 * A leaf whose own synchronous update makes React first run the effects it still owes
 * (React runs a root's pending passive effects before any synchronous render), and runs
 * its own with that commit. Renders nothing.
 * @param flushRef receives `now`
 */
function EffectsFlush(props: { readonly flushRef: Ref<Flush> }) {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useImperativeHandle(props.flushRef, () => ({ now: () => flushSync(bump) }), []);
  return null;
}

/**
 * A date field with its calendar (MUI X DatePicker) in the panel's language (docs/adding-an-entity.md
 * "Numbers and dates"): the language's usual order (day, month, year in both: date-fns'
 * English (GB) and Arabic formats), its digits (0–9 in both languages, docs/numbers.md; typed in either
 * system), Arabic month and week-day names, a week starting on Saturday in Arabic, and the
 * pickers' texts through i18next (MUI X has no Arabic texts).
 * @param value the chosen day (a Date at its start), or null
 * @param onChange called with the Date (an Invalid Date while a typed one is incomplete) or
 *   null, at each change: each keystroke, each step in the calendar
 * @param onAccept called with a value accepted in the calendar (a day picked, OK, Clear):
 *   the picker's onAccept for the calendar's changes only (MUI X also accepts each
 *   keystroke in the field, which says nothing of a person being done)
 * @param onBlur called when focus leaves the field (not when it moves between its sections)
 * @param onKeyDown called on a key pressed in the field, before the field handles it
 * @param disablePast refuse days before today
 * @param minDate the first day that may be chosen; maxDate the last
 * @param testId data-testid of the field's root (end-to-end tests)
 */
export function DateField(props: {
  readonly label: string;
  readonly value: Date | null;
  readonly onChange: (date: Date | null) => void;
  readonly onAccept?: (date: Date | null) => void;
  readonly onBlur?: (event: FocusEvent) => void;
  readonly onKeyDown?: (event: KeyboardEvent) => void;
  readonly name?: string;
  readonly disablePast?: boolean;
  readonly minDate?: Date;
  readonly maxDate?: Date;
  readonly error?: boolean;
  readonly helperText?: string;
  readonly size?: 'small' | 'medium';
  readonly fullWidth?: boolean;
  readonly testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const texts = useMemo(
    () => ({
      cancelButtonLabel: t('common.cancel'),
      okButtonLabel: t('common.ok'),
      clearButtonLabel: t('common.clear'),
      fieldClearLabel: t('common.clear'),
      todayButtonLabel: t('date.today'),
      datePickerToolbarTitle: t('date.pick'),
      openDatePickerDialogue: () => t('date.pick'),
      previousMonth: t('date.previousMonth'),
      nextMonth: t('date.nextMonth'),
      openPreviousView: t('date.previousView'),
      openNextView: t('date.nextView'),
      calendarViewSwitchingButtonAriaLabel: (view: string) =>
        view === 'year' ? t('date.yearsOpen') : t('date.calendarOpen'),
      dateTableLabel: t('date.pick'),
      fieldDayPlaceholder: () => t('date.dd'),
      fieldMonthPlaceholder: () => t('date.mm'),
      fieldYearPlaceholder: () => t('date.yyyy'),
      day: t('date.day'),
      month: t('date.month'),
      year: t('date.year'),
      empty: t('date.empty'),
    }),
    [t],
  );
  // MUI X keeps a typed section of a date still invalid (the "0" of month "03") in a ref
  // that an effect of the field's every render empties. If a commit that drew the field
  // (new props from a read, a route) still owes its effects when a key arrives, React runs
  // them after the key's handler, before drawing the key: the ref is emptied and the field
  // rebuilds every section from the invalid date, blank, so the day already typed is lost
  // (01/03/2024 read DD/03/2024; tests/unit/date-field-keys.test.tsx). Those effects
  // are therefore run before the field handles a key, an input or a paste.
  const flush = useRef<Flush>(null);
  const beforeKey = () => flush.current?.now();
  return (
    <LocalizationProvider dateAdapter={LocaleDigitsAdapter} adapterLocale={arabic ? ar : enGB} localeText={texts}>
      <EffectsFlush flushRef={flush} />
      <DatePicker
        label={props.label}
        value={props.value}
        disablePast={props.disablePast}
        minDate={props.minDate}
        maxDate={props.maxDate}
        onChange={(date) => props.onChange(date)}
        onAccept={(date, context) => {
          if (context.source === 'view') props.onAccept?.(date);
        }}
        slotProps={{
          field: { onBlur: props.onBlur, onKeyDown: props.onKeyDown },
          textField: {
            name: props.name,
            size: props.size,
            fullWidth: props.fullWidth,
            error: props.error,
            helperText: props.helperText,
            ...(props.testId ? { 'data-testid': props.testId } : {}),
            onKeyDownCapture: beforeKey,
            onInputCapture: beforeKey,
            onPasteCapture: beforeKey,
            // The field reads left to right, day first, as MUI X lays it out (its arrow
            // keys follow that order); each part on its own, so Arabic placeholders
            // ("يوم/شهر/سنة") stand in the same order as the digits that replace them.
            sx: { '& .MuiPickersInputBase-sectionContent': { unicodeBidi: 'isolate' } },
          },
          // On a touch screen the calendar's days, years and months are 44 px targets
          // (MUI X draws 36 px days), the calendar as tall as its six weeks need.
          layout: { sx: TOUCH_CALENDAR },
        }}
      />
    </LocalizationProvider>
  );
}
