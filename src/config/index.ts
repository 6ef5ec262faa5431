/** Configuration: schema, defaults and loading. */
export { ConfigSchema, type StrataConfig, type PartialConfig } from "./schema.js";
export { loadConfig, ConfigError, CONFIG_FILE } from "./load.js";
