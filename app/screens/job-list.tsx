export default function Screen() {
  return <h1>job-list</h1>;
}
