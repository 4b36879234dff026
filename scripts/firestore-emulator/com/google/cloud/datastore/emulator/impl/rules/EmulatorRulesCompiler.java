package com.google.cloud.datastore.emulator.impl.rules;

import com.google.cloud.datastore.core.exception.DatastoreException;
import com.google.cloud.datastore.emulator.impl.util.EmulatorRequestsListener;
import com.google.cloud.datastore.emulator.impl.util.FirestoreEmulatorConverters;
import com.google.common.collect.ImmutableList;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * `npm test`'s stand-in for the Firestore emulator's rules compiler (docs/testing.md "The
 * rules compiled once"). The packaged one compiles a project's rules each time the
 * emulator makes the project's backend (its first request, the first clear) and each
 * time rules are loaded: with this project's rules about 20 s of CPU a compile, the same
 * text compiled again for every test project of a run. This one keeps the compiler's
 * result by the rules' source (a protobuf message, equal when its files are) and makes a
 * new authorizer from it each time, exactly as the packaged one does from a new result:
 * the compiled ruleset is an immutable protobuf, the authorizer and its evaluations are
 * new. Only the outer class of this file is used (scripts/lib/emulators.mjs keeps that
 * class file and checks its members with javap); the nested classes here are what the
 * compiler needs to see of the packaged ones, which run in their place.
 */
public class EmulatorRulesCompiler {
  /** The compilers' results by source; a run loads two or three different texts. */
  private static final Map<Source, CompileResult> COMPILED = new ConcurrentHashMap<>();

  /** More different texts than a run loads: past it, the results are dropped and made again. */
  private static final int MAX_KEPT = 16;

  private EmulatorRulesCompiler() {}

  public static EmulatorCompilationResult makeNoopAuthorizer(Source source) {
    return EmulatorCompilationResult.of("", new NoopEmulatorRulesAuthorizer(), ImmutableList.of(), source);
  }

  public static EmulatorCompilationResult makeAuthorizer(
      Source source, FirestoreEmulatorConverters converters, EmulatorRequestsListener listener) {
    String releaseId = "cloud.firestore";
    CompileResult result = compiled(source);
    if (result.hasCompilationError()) {
      return EmulatorCompilationResult.forError(releaseId, result.getIssues(), source);
    }
    return EmulatorCompilationResult.of(
        releaseId,
        new DefaultEmulatorRulesAuthorizer(result.getRulesetAst(), converters, source, listener),
        result.getIssues(),
        source);
  }

  /** The packaged compiler's result for `source`, compiled on its first use. */
  private static CompileResult compiled(Source source) {
    CompileResult known = COMPILED.get(source);
    if (known != null) return known;
    CompileResult result =
        FirebaseRulesProtoCompiler.createStandalone(
                FirebaseRulesLangOptions.builder().allowTernaryOperator(true).build())
            .compile(source);
    if (COMPILED.size() >= MAX_KEPT) COMPILED.clear();
    COMPILED.put(source, result);
    return result;
  }

  /** What the compiler needs to see of the packaged class (not kept: the packaged one runs). */
  public abstract static class EmulatorCompilationResult {
    public EmulatorCompilationResult() {}

    public abstract String releaseId();

    abstract EmulatorRulesAuthorizer authorizer();

    public abstract ImmutableList<Issue> issues();

    public abstract Source source();

    public final EmulatorRulesAuthorizer getAuthorizer() throws DatastoreException {
      return authorizer();
    }

    public final void checkCompilationSucceeded() throws DatastoreException {}

    public final Optional<RulesetAst> rulesetAst() {
      return Optional.empty();
    }

    static EmulatorCompilationResult of(
        String releaseId, EmulatorRulesAuthorizer authorizer, List<Issue> issues, Source source) {
      throw new UnsupportedOperationException();
    }

    static EmulatorCompilationResult forError(String releaseId, List<Issue> issues, Source source) {
      throw new UnsupportedOperationException();
    }
  }

  /** What the compiler needs to see of the packaged class (not kept: the packaged one runs). */
  public abstract static class CompilerException extends IllegalArgumentException {
    public CompilerException() {}

    public abstract ImmutableList<Issue> issues();
  }
}
