export default function Screen() {
  return <h1>faq</h1>;
}
