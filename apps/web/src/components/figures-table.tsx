import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { VISUALLY_HIDDEN_SX } from './visually-hidden';

export type FiguresTableProps = {
  caption: string;
  /** The first column heads the rows (`th scope="row"`), the others hold the figures. */
  columns: string[];
  rows: { id: string; cells: ReactNode[] }[];
  /** For screen readers only (the chart shows the same figures). */
  hidden?: boolean;
};

/** The table equivalent of a chart: the same figures, a caption, row and column headers. */
export const FiguresTable = ({ caption, columns, rows, hidden = false }: FiguresTableProps) => (
  <TableContainer sx={hidden ? VISUALLY_HIDDEN_SX : { mt: 2 }}>
    <Table size="small">
      <caption style={hidden ? undefined : { captionSide: 'top', textAlign: 'start' }}>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column} scope="col" component="th">
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <TableCell key={index} component="th" scope="row">
                  {cell}
                </TableCell>
              ) : (
                <TableCell key={index}>{cell}</TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
