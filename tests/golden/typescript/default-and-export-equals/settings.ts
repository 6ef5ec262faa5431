export default { retries: 3, verbose: false };
