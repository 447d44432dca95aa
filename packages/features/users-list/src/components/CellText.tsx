import styled from 'styled-components';

/**
 * Text of a cell: breaks anywhere so a 10,000-character value wraps instead of widening the table.
 * Always rendered as a React text node (escaped); never as HTML.
 */
export const CellText = styled.span`
  display: block;
  max-width: 36ch;
  overflow-wrap: anywhere;
  unicode-bidi: isolate;
`;
