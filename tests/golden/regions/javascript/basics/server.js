const http = require("node:http");

class Router {
  #routes = new Map();
  add(path, handler) {
    this.#routes.set(path, handler);
    return this;
  }
}

function start(port) {
  const router = new Router().add("/", (req, res) => res.end("héllo 🌍"));
  http.createServer(function handle(req, res) {
    router.dispatch(req, res);
  }).listen(port);
}

module.exports = { start };
