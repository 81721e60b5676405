/**
 * @generated SignedSource<<de6fa0e9da12d42a483907d059730f0e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuppliersPage_row$data = {
  readonly address: string;
  readonly bic: string | null | undefined;
  readonly businessName: string;
  readonly iban: string | null | undefined;
  readonly ibanMasked: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly vatNumber: string;
  readonly " $fragmentType": "SuppliersPage_row";
};
export type SuppliersPage_row$key = {
  readonly " $data"?: SuppliersPage_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SuppliersPage_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "SuppliersPage_row"
};

(node as any).hash = "94f407cb07c6c56c14d7b6f01cccbf58";

export default node;
