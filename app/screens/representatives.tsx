export default function Screen() {
  return <h1>representatives</h1>;
}
