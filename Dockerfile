# syntax=docker/dockerfile:1.7
# Rihla's container images, built from the repository root:
#   docker build --target services   -t rihla/services   .   # api, worker, projector, relay (+ seed, rebuild)
#   docker build --target storefront -t rihla/storefront .   # the Next.js storefront (standalone server)
# One services image for the four engine processes, the role chosen by the command (node services/dist/main/<role>.js):
# they share every dependency and must run the same code version against the same event log, so one build, one
# digest and one vulnerability scan serve them all. The storefront is a different program (Next.js standalone
# output with its own traced node_modules), so it gets its own image.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- what both installs start from: the native toolchain and the workspaces' manifests ----
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# Native modules (argon2, better-sqlite3, sharp) come prebuilt for linux-x64 glibc; the toolchain is the fallback.
RUN apt-get update -q && apt-get install -y -q --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY services/package.json services/
COPY storefront/package.json storefront/

# ---- everything needed to build: full install (dev dependencies: esbuild, typescript, next) ----
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
ARG NEXT_PUBLIC_DEFAULT_CURRENCY=SAR
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
RUN node services/scripts/build.mjs && npm run build -w storefront

# ---- production dependencies of the services only: no dev tools ----
# (npm may still add a few packages of other workspaces with -w: npm/cli#5969; never a dev tool, and the code never loads them.)
FROM manifests AS services-deps
RUN npm ci --omit=dev --workspace=services --no-audit --no-fund && npm cache clean --force

# ---- the engine: api | worker | projector | relay ----
FROM ${NODE_IMAGE} AS services
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    HOST=0.0.0.0 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=services-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=services-deps --chown=root:root /app/package.json ./package.json
COPY --from=build --chown=root:root /app/services/package.json ./services/package.json
COPY --from=build --chown=root:root /app/services/dist ./services/dist
# The code is root-owned and read-only for the process; only DATA_DIR (SQLite file, sandbox ledger, outbox) is writable.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 4000 9464
ENTRYPOINT ["node"]
CMD ["services/dist/main/api.js"]

# ---- the storefront: Next.js standalone server ----
FROM ${NODE_IMAGE} AS storefront
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000
WORKDIR /app
# outputFileTracingRoot is the repository root, so the standalone tree mirrors it: storefront/server.js.
COPY --from=build --chown=root:root /app/storefront/.next/standalone ./
COPY --from=build --chown=root:root /app/storefront/.next/static ./storefront/.next/static
USER node
EXPOSE 3000
CMD ["node", "storefront/server.js"]
