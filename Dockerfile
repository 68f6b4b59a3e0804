# The server and the built web app, for deploy/compose.yaml (docs/decisions/045). Not built on the project's
# machines (they have no container runtime): the same commands run in the topology test's servers and were
# checked by hand in a folder laid out like the image (README, 'Running several servers').

# 1. Build: every workspace's dependencies, then the domain, the server and the web app.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
RUN npm run build

# 2. The server's production dependencies only (and the domain it uses): no build tools, no web libraries.
FROM node:20-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace @mnx/server --no-audit --no-fund

# 3. What runs: compiled JavaScript, the migrations and the web app's files, as the unprivileged `node` user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/package.json ./
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/web/dist packages/web/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "packages/server/dist/main.js"]
