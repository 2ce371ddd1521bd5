export default function Screen() {
  return <h1>inventory-item</h1>;
}
