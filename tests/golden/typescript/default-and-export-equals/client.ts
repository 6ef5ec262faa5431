class Client {
  constructor(readonly url: string) {}
  get(path: string): Promise<string> {
    return Promise.resolve(this.url + path);
  }
}
export = Client;
