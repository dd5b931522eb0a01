# Build the client with every dependency, then ship only what the server needs.
# Behind a TLS-intercepting proxy, put its CA bundle at ./build-ca.pem (git-ignored): the install steps trust
# it, and it never reaches the final image. Without that file nothing changes.
FROM oven/bun:1.4.5 AS deps
WORKDIR /app
COPY package.json bun.lock build-ca.pe[m] ./
COPY patches ./patches
RUN if [ -f build-ca.pem ]; then export NODE_EXTRA_CA_CERTS=/app/build-ca.pem; fi \
 && bun install --frozen-lockfile

FROM deps AS build
COPY . .
RUN bun run build

FROM oven/bun:1.4.5 AS prod-deps
WORKDIR /app
COPY package.json bun.lock build-ca.pe[m] ./
COPY patches ./patches
RUN if [ -f build-ca.pem ]; then export NODE_EXTRA_CA_CERTS=/app/build-ca.pem; fi \
 && bun install --frozen-lockfile --production --omit=peer

FROM oven/bun:1.4.5-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
COPY package.json tsconfig.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY db ./db
COPY src ./src
COPY public ./public
COPY --from=build /app/dist ./dist
# A fresh volume takes the owner of this folder, so the non-root user can write to it.
RUN mkdir -p /data && chown bun:bun /data
VOLUME /data
USER bun
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["bun", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["bun", "src/server/index.ts"]
