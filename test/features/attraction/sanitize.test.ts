import { expect } from '@open-wc/testing';
import { sanitizeHtml } from '../../../src/features/attraction/sanitize.js';

/** The sanitized fragment as markup, in a container of this document. */
function clean(dirty: string): string {
  const box = document.createElement('div');
  box.append(sanitizeHtml(dirty));
  return box.innerHTML;
}

const EVIL = 'evil.example';

describe('sanitizeHtml (a tour’s HTML fields)', () => {
  it('keeps text formatting, lists and headings, and their text', () => {
    expect(
      clean(
        '<h3>Day 1</h3><p>Meet at <strong>9</strong>, <em>sharp</em>.<br>Bring <u>water</u>.</p>',
      ),
    ).to.equal(
      '<h3>Day 1</h3><p>Meet at <strong>9</strong>, <em>sharp</em>.<br>Bring <u>water</u>.</p>',
    );
    expect(clean('<ul><li>Coach</li><li>Guide</li></ul><ol><li>a</li></ol>')).to.equal(
      '<ul><li>Coach</li><li>Guide</li></ul><ol><li>a</li></ol>',
    );
  });

  it('opens links in a new tab without an opener, and keeps only http, https, mailto and tel', () => {
    expect(clean('<a href="https://venue.example/map">Map</a>')).to.equal(
      '<a href="https://venue.example/map" target="_blank" rel="noopener noreferrer">Map</a>',
    );
    expect(clean('<a href="mailto:tours@venue.example">Mail</a>')).to.contain(
      'href="mailto:tours@venue.example"',
    );
    for (const href of [
      'javascript:alert(1)',
      ' JaVa&#x09;ScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '/relative/page',
      '//evil.example/x',
    ]) {
      const out = clean(`<a href="${href}" target="_self" onclick="alert(1)">link</a>`);
      expect(out, href).to.equal('<a>link</a>');
    }
  });

  const VECTORS: [string, string][] = [
    ['a script, with its text', `<p>ok</p><script>window.__pwned='${EVIL}'</script>`],
    ['an image with onerror', `<p>ok<img src="https://${EVIL}/x.png" onerror="alert(1)"></p>`],
    [
      'handlers and styles on kept elements',
      `<p onclick="alert(1)" style="background:url(https://${EVIL})">ok</p>`,
    ],
    ['a style element', `<style>@import url(https://${EVIL}/x.css)</style><p>ok</p>`],
    [
      'an iframe and an object',
      `<iframe src="https://${EVIL}/"></iframe><object data="https://${EVIL}/x"></object><p>ok</p>`,
    ],
    [
      'SVG and MathML',
      `<svg><script>alert(1)</script><a href="javascript:alert(1)">x</a></svg><math><mi>${EVIL}</mi></math><p>ok</p>`,
    ],
    [
      'a form with controls',
      `<form action="https://${EVIL}/"><input value="${EVIL}"><button>${EVIL}</button></form><p>ok</p>`,
    ],
    [
      'mXSS through noscript',
      `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>ok</p>`,
    ],
    ['a template', `<template><img src=x onerror=alert(1)></template><p>ok</p>`],
    [
      'a base and a meta refresh',
      `<base href="https://${EVIL}/"><meta http-equiv="refresh" content="0;url=https://${EVIL}/"><p>ok</p>`,
    ],
    ['comments', `<!-- <img src=x onerror=alert(1)> ${EVIL} --><p>ok</p>`],
  ];

  for (const [name, dirty] of VECTORS) {
    it(`removes ${name}`, () => {
      const out = clean(dirty).toLowerCase();
      for (const needle of [
        EVIL,
        'alert',
        '__pwned',
        'onerror',
        'onclick',
        'style',
        '<img',
        '<script',
        '<iframe',
        '<svg',
        'href',
      ])
        expect(out, `"${needle}" survived in ${out}`).to.not.contain(needle);
      expect(out).to.contain('<p>ok</p>');
    });
  }

  it('keeps the text of an element it does not allow, as text', () => {
    expect(clean('<table><tr><td>Adult</td><td>€40</td></tr></table>')).to.equal('Adult€40');
    expect(clean('<p>1 &lt; 2 &amp; <b>3</b> &gt; 2</p>')).to.equal(
      '<p>1 &lt; 2 &amp; <b>3</b> &gt; 2</p>',
    );
  });

  it('makes its nodes in this document: nothing parsed is inserted', () => {
    const fragment = sanitizeHtml('<p>ok <a href="https://venue.example/">x</a></p>');
    const all = [...fragment.querySelectorAll('*')];
    expect(all.length).to.equal(2);
    for (const el of all) expect(el.ownerDocument).to.equal(document);
  });

  it('gives an empty fragment for nothing', () => {
    expect(sanitizeHtml(null).childNodes.length).to.equal(0);
    expect(sanitizeHtml('').childNodes.length).to.equal(0);
  });
});
