// @vitest-environment happy-dom
import { act } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { mount } from "../../../tests/support/mount";
import { Cv } from "./cv";
import type { CvMember } from "./cv-member";

const person = (id: number): CvMember => ({
  id,
  name: `Person ${id}`,
  position: "",
  image: null,
  additionalText: "",
  summary: `Summary ${id}`,
  experience: [],
  education: [],
  contactUrl: null,
  linkedinUrl: null,
  organisationLevel: 0,
});

afterEach(() => {
  document.body.innerHTML = "";
});

function openItem(details: HTMLDetailsElement) {
  act(() => {
    details.open = true;
    details.dispatchEvent(new Event("toggle"));
  });
}

describe("CV accordion in the browser (SPEC §4.6)", () => {
  it("keeps only one CV open across every CV module of the page", () => {
    const data = { members: [], groupByLevel: true };
    mount(
      <MemoryRouter>
        <Cv id="first" data={data} locale="en" index={0} rows={{ members: [person(1), person(2)] }} />
        <Cv id="second" data={data} locale="en" index={1} rows={{ members: [person(3)] }} />
      </MemoryRouter>,
    );
    const items = [...document.querySelectorAll<HTMLDetailsElement>('details[name="cv-accordion"]')];
    expect(items).toHaveLength(3);

    openItem(items[0]);
    expect(items.map((d) => d.open)).toEqual([true, false, false]);
    openItem(items[1]);
    expect(items.map((d) => d.open)).toEqual([false, true, false]);
    // The item in the other CV module closes the first module's open one.
    openItem(items[2]);
    expect(items.map((d) => d.open)).toEqual([false, false, true]);
  });

  it("leaves other accordions on the page alone", () => {
    const faq = document.createElement("details");
    faq.open = true;
    document.body.append(faq);
    mount(
      <MemoryRouter>
        <Cv id="only" data={{ members: [], groupByLevel: true }} locale="en" index={0} rows={{ members: [person(1)] }} />
      </MemoryRouter>,
    );
    openItem(document.querySelector<HTMLDetailsElement>('details[name="cv-accordion"]')!);
    expect(faq.open).toBe(true);
  });
});
