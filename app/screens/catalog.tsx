export default function Screen() {
  return <h1>catalog</h1>;
}
