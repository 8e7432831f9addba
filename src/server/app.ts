import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db';
import { registerAdminGuard, registerAdminRoutes } from './features/admin';
import { registerBookRoutes } from './features/book';
import { bookingMailContext, bookingReminderScheduler, registerBookingRoutes } from './features/booking';
import { dailyDigestScheduler, registerClientRoutes } from './features/clients';
import { registerDocumentRoutes } from './features/documents';
import { registerEnquiryRoutes } from './features/enquiries';
import { registerFnaRoutes } from './features/fna';
import { registerFuneralRoutes } from './features/funeral';
import { type DiskReader, dataFolders, registerHealthRoutes } from './features/health';
import { registerImportRoutes } from './features/imports';
import { registerMessageRoutes } from './features/messages';
import { registerNeedsAnalysisRoutes } from './features/needs-analysis';
import {
  newsletterMailContext,
  newsletterScheduler,
  registerNewsletterIssueRoutes,
  registerNewsletterRoutes,
} from './features/newsletter';
import {
  firstMailContext,
  type MailTransport,
  OutboxSender,
  registerOutboxRoutes,
} from './features/notifications';
import { registerPipelineRoutes } from './features/pipeline';
import { registerPortalRoutes } from './features/portal';
import { registerPrivacyRoutes, retentionScheduler } from './features/privacy';
import { registerRecordRoutes } from './features/records';
import { registerReviewRoutes } from './features/reviews';
import { registerSearchRoutes } from './features/search';
import { registerTeamRoutes } from './features/team';
import { LiveSite, registerWebsiteRoutes } from './features/website';
import {
  registerWorkshopRoutes,
  workshopMailContext,
  workshopReminderScheduler,
  workshopsListing,
} from './features/workshops';
import { createFnaReportRenderer } from './pdf/fna-report-pool';
import { registerErrorHandling } from './plugins/errors';
import { type FrontendBuild, frontDoor, type PageRenderer, registerFrontend } from './plugins/frontend';
import { lazyChildLoggerFactory, levelEnabled, loggerOptions } from './plugins/logging';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders, securityHeaders } from './plugins/security';
import { registerWriteHold, writesHeld } from './plugins/write-hold';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built front end; omitted, the app serves the API only (as in the API tests). */
  frontend?: FrontendBuild;
  /** Renders the pages shown from current data (the workshops page); without it their prerendered copy is served. */
  pageRenderer?: PageRenderer;
  now?: () => Date;
  /** Where log lines go (default stdout); the tests read them to prove personal data is redacted. */
  logStream?: DestinationStream;
  /** Tests: the mail transport instead of SMTP_URL's. */
  mailTransport?: MailTransport;
  /** Tests: how full the data's disk is, instead of the real disk's figures. */
  readDisk?: DiskReader;
}

/** The JSON body limit; a route that needs more says so with its own `bodyLimit`. */
export const defaultBodyLimit = 64 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  // Prerendered pages and assets answered before Fastify (issue 45, plugins/frontend.ts `frontDoor`).
  let door: ((request: IncomingMessage, response: ServerResponse) => boolean) | undefined;
  const app = Fastify({
    serverFactory: (handler) =>
      createServer((request, response) => {
        if (door?.(request, response)) return;
        handler(request, response);
      }),
    logger: loggerOptions(config.logLevel, options.logStream),
    // Fastify's own line per request and per answer are off (the site logs what matters itself);
    // through its LogController, as Fastify 5.8 asks (FSTDEP023, issue 30).
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: defaultBodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies are accepted: anything else is answered 415 before a route sees it.
  app.removeContentTypeParser(['text/plain']);

  const outbox = new OutboxSender(
    database,
    config,
    now,
    app.log,
    options.mailTransport,
    firstMailContext(
      workshopMailContext(database),
      bookingMailContext(database),
      newsletterMailContext(database, config.site.siteUrl, now),
    ),
    writesHeld(config.dataDir),
  );
  const context: AppContext = { config, database, now, reports: createFnaReportRenderer(), outbox };
  const schedulers = [
    ...(config.dailyDigest ? [dailyDigestScheduler(database, now, app.log, dataFolders(config))] : []),
    ...(config.dataRetention ? [retentionScheduler(database, now, app.log)] : []),
    ...(config.newsletter.scheduler
      ? [newsletterScheduler(database, now, app.log, config.newsletter.perMinute)]
      : []),
    ...(config.workshopReminders
      ? [workshopReminderScheduler(database, now, app.log), bookingReminderScheduler(database, now, app.log)]
      : []),
  ];
  // The published website (issue 58): shown before the first request, then followed.
  const liveSite = new LiveSite({
    database,
    config,
    log: app.log,
    ...(options.frontend ? { frontend: options.frontend } : {}),
    ...(options.pageRenderer ? { renderer: options.pageRenderer } : {}),
  });
  app.addHook('onReady', async () => {
    await liveSite.start();
    await outbox.start();
    for (const scheduler of schedulers) scheduler.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    await liveSite.stop();
    await outbox.stop();
    await context.reports.close();
  });
  registerErrorHandling(app);
  registerWriteHold(app, config.dataDir);
  registerSecurityHeaders(app, { httpsSite: config.site.siteUrl.startsWith('https://') });
  await registerRateLimit(app, config.rateLimitStore === 'database' ? { database, now } : undefined);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  // One log line per request, written when it is answered (the path only: a query may hold an e-mail);
  // no hook at all where the level leaves these lines out (issue 45: a hook a request costs).
  if (levelEnabled(app.log, 'info'))
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
        'request completed',
      );
      done();
    });

  registerAdminGuard(app, context);
  registerHealthRoutes(app, context, options.readDisk);
  registerNewsletterRoutes(app, context);
  registerNewsletterIssueRoutes(app, context);
  registerMessageRoutes(app, context);
  registerWebsiteRoutes(app, context, liveSite);
  registerSearchRoutes(app, context);
  registerTeamRoutes(app, context);
  registerEnquiryRoutes(app, context);
  registerFuneralRoutes(app, context);
  registerFnaRoutes(app, context);
  registerNeedsAnalysisRoutes(app, context);
  registerAdminRoutes(app, context);
  registerPipelineRoutes(app, context);
  registerClientRoutes(app, context);
  registerBookRoutes(app, context);
  registerImportRoutes(app, context);
  registerDocumentRoutes(app, context);
  registerPortalRoutes(app, context);
  registerReviewRoutes(app, context);
  registerWorkshopRoutes(app, context);
  registerBookingRoutes(app, context);
  registerRecordRoutes(app, context);
  registerPrivacyRoutes(app, context);
  registerOutboxRoutes(app, context);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0];
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ error: { code: 'NOT_FOUND', message: `No endpoint at ${request.method} ${path}.` } });
  });
  if (options.frontend) {
    const logLines = levelEnabled(app.log, 'info');
    door = frontDoor(options.frontend, {
      dynamicPaths: new Set(options.pageRenderer ? options.frontend.templates.keys() : []),
      securityHeaders: securityHeaders({ httpsSite: config.site.siteUrl.startsWith('https://') }),
      ...(logLines
        ? {
            log: (line) =>
              app.log.info(
                {
                  req: { id: 'front-door', method: line.method, url: line.path },
                  res: { statusCode: line.statusCode },
                  responseTime: Math.round(Number(process.hrtime.bigint() - line.started) / 1e6),
                },
                'request completed',
              ),
          }
        : {}),
    });
    registerFrontend(
      app,
      options.frontend,
      options.pageRenderer && {
        renderer: options.pageRenderer,
        data: { '/workshops': () => workshopsListing(database, now()) },
      },
    );
  }
  return app;
}
