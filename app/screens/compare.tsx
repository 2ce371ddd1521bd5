export default function Screen() {
  return <h1>compare</h1>;
}
