/**
 * The chart drawings of the dashboard (MUI X Charts), in a chunk of their own: the
 * charts' cards, headings and screen-reader tables paint with the counters, and the
 * drawings follow (docs/performance.md, Lighthouse: the headings are the dashboard's
 * largest paint).
 */
export { BarChart } from '@mui/x-charts/BarChart';
export { LineChart } from '@mui/x-charts/LineChart';
