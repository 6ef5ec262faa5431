export default class {
  run(): void {}
}
