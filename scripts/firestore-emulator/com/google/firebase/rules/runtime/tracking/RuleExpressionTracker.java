package com.google.firebase.rules.runtime.tracking;

import com.google.common.collect.ImmutableCollection;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.firebase.rules.runtime.v1.Expression;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.SourcePosition;
import java.util.Optional;

/**
 * `npm test`'s stand-in for the Firestore emulator's rules coverage tracker
 * (docs/testing.md "The Firestore emulator without its coverage report").
 *
 * The emulator's own tracker adds every expression value of every rules evaluation to
 * one table that only its coverage report reads, and that table grows with every request
 * of a run: it took about a quarter of the emulator's CPU in the rules tests. No test
 * reads the coverage report, so the tests' emulator keeps no table: this class has the
 * same members as the packaged one (scripts/lib/emulators.mjs compares them with javap
 * before using it) and records nothing. The rules engine, its decisions, its limits and
 * its error messages are the packaged ones, untouched.
 */
public final class RuleExpressionTracker<ReportT> {
  /** Same as the packaged interface, which the emulator's coverage node builder implements. */
  public interface ReportNodeBuilder<ReportT> {
    Optional<ReportT> get(
        ImmutableSet<ReportT> children, SourcePosition position, ImmutableMap<ExpressionValue, Integer> values);
  }

  public RuleExpressionTracker(ReportNodeBuilder<ReportT> nodeBuilder) {}

  /** Records nothing (the packaged tracker adds each trace's expression values to its table). */
  public void addResultsFrom(Iterable<PermissionTrace> traces) {}

  /** Records nothing. */
  public void add(Expression expression, ExpressionValue value) {}

  public int totalEvaluationCount() {
    return 0;
  }

  public ImmutableSet<ExpressionValue> allEvaluationResults() {
    return ImmutableSet.of();
  }

  /** An empty coverage report. */
  public ImmutableCollection<ReportT> expressionReports(RulesetAst ruleset) {
    return ImmutableList.of();
  }
}
