// mjml-browser ships no types: it is `mjml2html` of the `mjml` package, built for the browser.
declare module 'mjml-browser' {
  const mjml2html: (
    mjml: string,
    options?: Record<string, unknown>,
  ) => Promise<{ html: string; errors: { message: string }[] }>;
  export default mjml2html;
}
