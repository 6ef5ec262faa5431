import x = require("./target");
export = x;
