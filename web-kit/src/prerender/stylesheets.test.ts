/**
 * @jest-environment node
 */
import { stylesheetsOf } from './index';

describe('stylesheetsOf', () => {
  it('takes the fewest files that define every class the page names, in the build’s order', () => {
    const files = [
      { file: '1.css', css: '.a{color:red}' },
      { file: '2.css', css: '.a{color:red}.b:hover{color:blue}' },
      { file: '3.css', css: '.z{margin:0}.c>.d{padding:0}' },
      { file: '4.css', css: '.y{margin:0}' },
    ];
    expect(stylesheetsOf('<p class="a b">x</p><div class="c"></div>', files)).toEqual(['2.css', '3.css']);
  });

  it('takes none for HTML whose classes the build’s CSS does not define (another app’s)', () => {
    expect(stylesheetsOf('<p class="shell">x</p>', [{ file: '1.css', css: '.a{}' }])).toEqual([]);
  });
});
