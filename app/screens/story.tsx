export default function Screen() {
  return <h1>story</h1>;
}
