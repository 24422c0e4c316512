/** The recomputation and repair of the dashboards' summary rows live with the schema and its triggers (@tour/db). */
export { repairDashboardSummary } from '@tour/db';
