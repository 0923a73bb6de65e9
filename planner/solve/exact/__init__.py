"""planner/solve/exact"""
