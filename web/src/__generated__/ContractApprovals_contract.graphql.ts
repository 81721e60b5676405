/**
 * @generated SignedSource<<37b33fd64015a30cc55d14536d0af375>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContractApprovals_contract$data = {
  readonly approvedAtFinance: string | null | undefined;
  readonly approvedAtIT: string | null | undefined;
  readonly approvedByFinance: boolean;
  readonly approvedByFinanceName: string | null | undefined;
  readonly approvedByIT: boolean;
  readonly approvedByITName: string | null | undefined;
  readonly " $fragmentType": "ContractApprovals_contract";
};
export type ContractApprovals_contract$key = {
  readonly " $data"?: ContractApprovals_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractApprovals_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractApprovals_contract",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedByFinance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedByFinanceName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAtFinance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedByIT",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedByITName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAtIT",
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "bc40dce505f56a82a59fb5d170357106";

export default node;
