# One executable on an empty base (docs/decisions/096): the server compiled by `bun build --compile`, the built client
# and the migrations beside it, and the few glibc libraries it links. Nothing else: no shell, no package manager.
# Behind a TLS-intercepting proxy, put its CA bundle at ./build-ca.pem (git-ignored): the install step trusts it,
# and it never reaches the final image. Without that file nothing changes.
FROM oven/bun:1.4.5 AS build
WORKDIR /app
COPY package.json bun.lock build-ca.pe[m] ./
RUN if [ -f build-ca.pem ]; then export NODE_EXTRA_CA_CERTS=/app/build-ca.pem; fi \
 && bun install --frozen-lockfile
COPY . .
# The final image's files, laid out under /rootfs: the executable in /app with dist/ and db/migrations/ beside it,
# the shared libraries it needs at the paths ldd names (any architecture), a user 1000, a writable /data and /tmp.
# Source maps stay out of the image: 3.6 MB of its 120 MB budget, and Lighthouse's audit for them weighs nothing.
RUN bun run build && bun run compile && rm -f dist/assets/*.map \
 && mkdir -p /rootfs/app/db /rootfs/etc /rootfs/data /rootfs/tmp \
 && mv tissue-site dist /rootfs/app/ && cp -r db/migrations /rootfs/app/db/ \
 && ldd /rootfs/app/tissue-site | grep -o '/[^ ]*' | xargs -I{} cp -L --parents {} /rootfs/ \
 && echo 'app:x:1000:1000:app:/data:/sbin/nologin' >/rootfs/etc/passwd \
 && echo 'app:x:1000:' >/rootfs/etc/group \
 && chown 1000:1000 /rootfs/data && chmod 1777 /rootfs/tmp

FROM scratch
COPY --from=build /rootfs /
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
# A fresh volume takes the owner of this folder, so the non-root user can write to it.
VOLUME /data
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["/app/tissue-site", "--healthcheck"]
ENTRYPOINT ["/app/tissue-site"]
