import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  DASHBOARD_MESSAGES,
  downloadDepartureManifest,
  exportDashboardOwners,
  exportDashboardTours,
  getAdminDashboard,
  getDashboardDemo,
  getDepartureManifest,
  getOwnerDashboard,
  getSalesDashboard,
  listDashboardOwners,
  listDashboardTours,
  listTourDepartures,
} from '@tour/shared';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/request-language';
import * as admin from './admin-dashboard.service';
import type { TDashboardDeps } from './dashboard-figures';
import * as departures from './departures.service';
import * as operator from './operator-dashboards.service';

/** Figures about people's money and travellers are the caller's alone: never kept by a browser or a proxy. */
function privately(reply: FastifyReply) {
  reply.header('Cache-Control', 'private, no-store');
}

/** A CSV download named `fileName` (letters, digits, dots and dashes only, so the header needs no quoting rules). */
function sendCsv(reply: FastifyReply, download: { fileName: string; csv: string }) {
  privately(reply);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${download.fileName.replace(/[^A-Za-z0-9._-]/g, '-')}"`)
    .send(download.csv);
}

/**
 * The dashboards (issue 24): the tour-owner and sales dashboards and the access demo for their callers, a tour's
 * departures and manifests for its operators and administrators, and the admin dashboard with its tabs and exports.
 */
export async function dashboardRoutes(app: FastifyInstance, deps: TDashboardDeps) {
  const ownerDashboard = { access: { area: 'tourOwnerDashboard' as const } };
  serveEndpoint(app, getOwnerDashboard, ownerDashboard, async (request, reply) => {
    privately(reply);
    return operator.getOwnerDashboard(deps, requireAuth(request).user.id, request.query);
  });

  serveEndpoint(app, getSalesDashboard, { access: { area: 'salesDashboard' } }, async (request, reply) => {
    privately(reply);
    return operator.getSalesDashboard(deps, requireAuth(request).user.id, request.query);
  });

  serveEndpoint(app, getDashboardDemo, { access: { area: 'dashboardDemo' } }, async (request, reply) => {
    privately(reply);
    return operator.getDashboardDemo(deps, requireAuth(request).user);
  });

  const tourBookings = { access: { area: 'tourBookings' as const } };
  serveEndpoint(app, listTourDepartures, tourBookings, async (request, reply) => {
    privately(reply);
    return departures.listTourDepartures(deps, requireAuth(request).user, request.params.tourId);
  });

  serveEndpoint(app, getDepartureManifest, tourBookings, async (request, reply) => {
    privately(reply);
    return departures.getDepartureManifest(deps, requireAuth(request).user, request.params.tourDateId);
  });

  serveEndpoint(app, downloadDepartureManifest, tourBookings, async (request, reply) =>
    sendCsv(
      reply,
      await departures.departureManifestCsv(
        deps,
        requireAuth(request).user,
        request.params.tourDateId,
        requestLanguage(request),
      ),
    ),
  );

  // The spec words the admin dashboard's refusal itself (3-admin.md section 6).
  const adminDashboard = {
    access: { area: 'adminDashboard' as const, refusal: () => DASHBOARD_MESSAGES.adminRequired },
  };
  serveEndpoint(app, getAdminDashboard, adminDashboard, async (request, reply) => {
    privately(reply);
    return admin.getAdminDashboard(deps, request.query);
  });

  serveEndpoint(app, listDashboardOwners, adminDashboard, async (request, reply) => {
    privately(reply);
    return admin.listDashboardOwners(deps, request.query);
  });

  serveEndpoint(app, listDashboardTours, adminDashboard, async (request, reply) => {
    privately(reply);
    return admin.listDashboardTours(deps, request.query);
  });

  serveEndpoint(app, exportDashboardOwners, adminDashboard, async (request, reply) =>
    sendCsv(reply, await admin.exportDashboardOwners(deps, request.query, requestLanguage(request))),
  );

  serveEndpoint(app, exportDashboardTours, adminDashboard, async (request, reply) =>
    sendCsv(reply, await admin.exportDashboardTours(deps, request.query, requestLanguage(request))),
  );
}
