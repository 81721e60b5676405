/**
 * @generated SignedSource<<8d221986af419a766ae2265500c49641>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RenewalType = "da_firmare" | "tacito" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractDialog_contract$data = {
  readonly attachmentName: string | null | undefined;
  readonly contractName: string;
  readonly contractType: string;
  readonly expiryDate: string | null | undefined;
  readonly renewalType: RenewalType;
  readonly signingDate: string | null | undefined;
  readonly supplierName: string;
  readonly supplierRowId: number;
  readonly " $fragmentType": "ContractDialog_contract";
};
export type ContractDialog_contract$key = {
  readonly " $data"?: ContractDialog_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractDialog_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractDialog_contract",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiryDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signingDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "renewalType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attachmentName",
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "7bbeae4d2c141678e07419bf6a6df18a";

export default node;
