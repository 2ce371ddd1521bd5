export default function Screen() {
  return <h1>inventory</h1>;
}
