/** GET public/pages/{key}: a legal or static page in the asked language; body is plain paragraphs. */
export interface StaticPage {
  id: number;
  type: string;
  url: string;
  title: string;
  body: string;
}

