# syntax=docker/dockerfile:1
# The site in a container (issue 46), for operators who use them. Untested on the machines this
# project is built on (they cannot pull base images): the Debian path (deploy/install.sh) is the
# one CI proves, and this file keeps to what it does. README, "Containers".

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 builds from source where no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# A first build with the example details; `npm start` rebuilds at the first start with the
# container's SITE_* settings (a build is made for its practice's details).
RUN npm run build

FROM node:24-bookworm-slim
# pg_dump and pg_restore for db:backup and db:restore on PostgreSQL (15, as compose.yaml's server).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client tzdata \
  && rm -rf /var/lib/apt/lists/* \
  && useradd --system --uid 10001 --user-group --home-dir /data --shell /usr/sbin/nologin site \
  && mkdir -p /data/backups \
  && chown -R site:site /data \
  && chmod 700 /data
WORKDIR /app
COPY --from=build /app /app
# The code is root's; only the build output (rebuilt for the practice's details) is the site's.
RUN chown -R site:site /app/dist
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  TRUST_PROXY=true \
  DATABASE_URL=/data/app.db \
  BACKUP_DIR=/data/backups
USER site
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.mjs"]
