# syntax=docker/dockerfile:1
# The site as one small, non-root image: `docker build -t ott-site .`, then see deploy/compose.yaml.
# Stage 1 builds with every dependency; stage 2 installs the production dependencies and keeps only the packages
# the built server imports (Astro's compilers are needed to build, not to serve); the final stage copies the build,
# those modules and the demo dataset (the embedded adapters' defaults).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx astro build
# The demo's paid clips are encrypted at their first play (DRM, Clear Key): the runtime keeps this ffmpeg to remux them.
RUN cp "$(node -p "require('@ffmpeg-installer/ffmpeg').path")" /app/ffmpeg

FROM node:24-bookworm-slim AS runtime-modules
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/server ./dist/server
COPY scripts/build/prune-runtime-modules.mjs ./
RUN node prune-runtime-modules.mjs .

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4321 DATA_DIR=/var/lib/ott-site FFMPEG_PATH=/usr/local/bin/ffmpeg
WORKDIR /app
COPY --from=runtime-modules /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json server.mjs ./
COPY data/demo ./data/demo
COPY --from=build /app/ffmpeg /usr/local/bin/ffmpeg
RUN mkdir -p /var/lib/ott-site && chown node:node /var/lib/ott-site
USER node
EXPOSE 4321
# Liveness only: readiness (/readyz) is for the load balancer, which may keep an instance that serves stale pages.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4321/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server.mjs drains requests in flight on SIGTERM (SHUTDOWN_TIMEOUT_MS) and exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs"]
