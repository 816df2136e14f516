# syntax=docker/dockerfile:1
# Tessera's image: built inside, run as the unprivileged `node` user under tini, the server process itself
# started with the command `npm start` ends in for PostgreSQL (scripts/server-command.ts, docs/decisions/030 and
# 046). compose.yaml runs two of it behind Caddy with PostgreSQL and Redis (docs/scaling.md).
# The Node version is .nvmrc's (scripts/container.test.ts checks that they agree).
ARG NODE_VERSION=22.23.3

# Build: every dependency, then `npm run build` (client, pre-rendered pages, server bundle).
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime dependencies only: the server bundle keeps packages in node_modules external.
FROM node:${NODE_VERSION}-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
# tini as PID 1 forwards SIGTERM to the server (which drains, docs/decisions/042) and reaps the embedded
# database's helper processes.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --chown=root:root package.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY drizzle ./drizzle
COPY samples ./samples
# DATA_DIR is the only place the server writes (the embedded database, storage/, a generated AUTH_SECRET).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
# A container is reached through its published port, so it listens on every interface (the image's default; the
# app's own default follows APP_URL). Mail stays in the outbox until SMTP_URL is set.
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/app/data \
  MALLOC_TRIM_THRESHOLD_=131072 \
  MALLOC_MMAP_THRESHOLD_=131072
EXPOSE 3000
# Readiness: 503 while draining after SIGTERM or while PostgreSQL or Redis miss a 1 s deadline.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--env-file-if-exists=.env", "--enable-source-maps", "--experimental-async-context-frame", "--max-semi-space-size=8", "dist/server/index.js"]
