module.exports = {
  name: "demo",
  /** Port to listen on. */
  port: 8080,
  start() {
    return true;
  },
};
