export default function Screen() {
  return <h1>story-list</h1>;
}
