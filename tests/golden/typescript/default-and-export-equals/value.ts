const limit = 42;
export default limit;
