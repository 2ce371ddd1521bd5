export default function Screen() {
  return <h1>blog-list</h1>;
}
