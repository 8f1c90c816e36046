# The Grimoire game server in a container: `docker build -t grimoire .` then
# `docker run -p 8080:8080 -v grimoire-data:/data grimoire`, and open http://localhost:8080/.
# Untested in CI (no Docker on the CI machine).
FROM rust:1-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release -p grimoire

FROM debian:bookworm-slim
COPY --from=build /src/target/release/grimoire /usr/local/bin/grimoire
VOLUME /data
EXPOSE 8080
# Inside the container the server listens on every interface; the published port is what
# the host exposes. Pages must be opened as http://localhost:8080 (add --allow-origin for
# another name).
CMD ["grimoire", "serve", "--addr", "0.0.0.0:8080", "--db", "/data/grimoire.db", "--allow-origin", "http://localhost:8080"]
