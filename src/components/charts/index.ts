// Charts with their data tables; see chart.tsx.
export { BarChart, LineChart, type ChartProps } from './chart'
export type { ChartDatum, ChartSeries } from './chart-data'
